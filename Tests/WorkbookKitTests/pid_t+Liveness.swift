import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a process is still alive: it answers `kill(pid, 0)` and is not a zombie waiting to be reaped.
func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    #if os(Linux)
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    if let close = stat.lastIndex(of: ")") {
        return !stat[close...].dropFirst(2).hasPrefix("Z")
    }
    #endif
    return true
}

/// Whether a process is gone within `limit` seconds: a process killed by a signal still needs a moment of the
/// kernel's to end, so the answer is looked for every hundredth of a second rather than at once.
func isGone(_ pid: pid_t, within limit: Double = 5) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    while isAlive(pid) {
        guard Date() < deadline else { return false }
        usleep(10_000)
    }
    return true
}
