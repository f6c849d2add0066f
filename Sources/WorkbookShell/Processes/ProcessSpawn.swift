import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts one program with `posix_spawn`, as the leader of a new process group, and frees everything it allocated
/// to do so (the C strings of its arguments and environment, the spawn attributes, the file actions).
///
/// The program gets the default action for Ctrl-C, SIGTERM and SIGPIPE (the workbook itself ignores the first two
/// while it forwards them), no blocked signals, standard input from `/dev/null`, and its output and errors in the
/// given files — or the terminal's, where there are none.
struct ProcessSpawn {
    let command: ProcessCommand
    /// Where standard output and standard error go; nil to keep the workbook's own.
    let redirections: (output: String?, errors: String?)

    /// Why a program could not be started.
    struct Failure: Error {
        let code: Int32
    }

    /// Starts the program and returns its process id, which is also its group's id.
    func start() throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)

        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        if let output = redirections.output {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, flags, 0o600)
        }
        if let errors = redirections.errors {
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors, flags, 0o600)
        }

        let environment = ProcessInfo.processInfo.environment.merging(command.environment) { _, added in added }
        // posix_spawn has no portable way to set the working directory: a shell changes to it, then becomes the program.
        let arguments = CStringArray(
            ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, command.directory.path] + command.arguments)
        let variables = CStringArray(environment.map { "\($0.key)=\($0.value)" }.sorted())
        var pid: pid_t = 0
        let result = withExtendedLifetime((arguments, variables)) {
            posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments.pointers, variables.pointers)
        }
        guard result == 0 else { throw Failure(code: result) }
        return pid
    }
}

/// A NUL-terminated array of C strings, as `posix_spawn` takes its arguments and environment; freed with it.
private final class CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointers[index] = strdup(string)
        }
        pointers[strings.count] = nil
    }

    deinit {
        for index in 0..<count {
            free(pointers[index])
        }
        pointers.deallocate()
    }
}
