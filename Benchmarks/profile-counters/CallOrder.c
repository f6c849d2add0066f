#include "ProfileCounters.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

// Weak: only a build with a sanitizer links the symbolizer.
extern void __sanitizer_symbolize_pc(void *pc, const char *format, char *buffer, size_t size) __attribute__((weak));

enum { capacity = 1 << 20 };

/// Whether entries are being written down, how many guards there are, which were entered, and the entries' places.
static int recording = 0;
static uint32_t guards = 0;
static unsigned char entered[capacity];
static void *entries[capacity];
static size_t count = 0;

// Called once per instrumented module at start-up: gives every function's guard a number from 1.
void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
    if (start == stop || *start) {
        return;
    }
    for (uint32_t *guard = start; guard < stop; guard++) {
        *guard = ++guards;
    }
}

// Called on every entry into an instrumented function.
void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
    if (!recording || *guard == 0 || *guard >= capacity || entered[*guard] || count >= capacity) {
        return;
    }
    entered[*guard] = 1;
    entries[count++] = __builtin_return_address(0);
}

int call_order_available(void) {
    return guards > 0 && __sanitizer_symbolize_pc != 0;
}

void call_order_start(void) {
    memset(entered, 0, sizeof entered);
    count = 0;
    recording = 1;
}

int call_order_write(const char *path) {
    recording = 0;
    if (!call_order_available()) {
        return -1;
    }
    FILE *file = fopen(path, "w");
    if (!file) {
        return -1;
    }
    char place[4096];
    for (size_t index = 0; index < count; index++) {
        __sanitizer_symbolize_pc(entries[index], "%f\t%s:%l:%c", place, sizeof place);
        fprintf(file, "%s\n", place);
    }
    return fclose(file) == 0 ? 0 : -1;
}
