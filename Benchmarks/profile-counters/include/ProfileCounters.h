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

#ifndef PROFILE_CALL_ORDER_H
#define PROFILE_CALL_ORDER_H

/// Function entries in order, for a build with SanitizerCoverage on (`-sanitize-coverage=func,trace-pc-guard`, with
/// `-sanitize=address` for its symbolizer): between `call_order_start` and `call_order_write`, the first entry into
/// each function is written down, and written out symbolized, one line per function: `function␉file:line:column`.
/// In any other build nothing is ever entered, and `call_order_available` is 0.

/// 1 when the program was built with SanitizerCoverage and its symbolizer is linked, else 0.
int call_order_available(void);

/// Forgets what was entered and starts writing entries down.
void call_order_start(void);

/// Stops, and writes the entries since `call_order_start` to the file at `path`; 0 on success.
int call_order_write(const char *path);

#endif
