#ifndef PROFILE_COUNTERS_H
#define PROFILE_COUNTERS_H

/// The profile runtime's counters, for `feature-paths`: in a build with coverage on (`--enable-code-coverage`) every
/// line of instrumented code counts its runs; these set the counts to zero before an action and write them after it.
/// In any other build the runtime is absent and they do nothing.

/// 1 when the program was built with coverage on, else 0.
int profile_counters_available(void);

/// Sets every counter to zero.
void profile_counters_reset(void);

/// Writes the counters to the `.profraw` file at `path`; 0 on success.
int profile_counters_write(const char *path);

#endif
