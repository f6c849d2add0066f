#include "ProfileCounters.h"

// Weak: without coverage the runtime is not linked and these stay null.
extern void __llvm_profile_reset_counters(void) __attribute__((weak));
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *) __attribute__((weak));

int profile_counters_available(void) {
    return __llvm_profile_reset_counters != 0 && __llvm_profile_write_file != 0 && __llvm_profile_set_filename != 0;
}

void profile_counters_reset(void) {
    if (profile_counters_available()) {
        __llvm_profile_reset_counters();
    }
}

int profile_counters_write(const char *path) {
    if (!profile_counters_available()) {
        return -1;
    }
    __llvm_profile_set_filename(path);
    return __llvm_profile_write_file();
}
