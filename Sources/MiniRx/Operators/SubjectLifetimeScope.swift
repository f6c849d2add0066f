/// How long `share(replay:scope:)` keeps its connection's memory.
public enum SubjectLifetimeScope: Sendable {
    /// Each connection has its own replay buffer. When the last subscriber leaves, or the source
    /// terminates, the connection and its buffer are dropped; the next subscriber starts afresh.
    case whileConnected
    /// One replay buffer for the life of the shared sequence, kept across reconnections,
    /// including the terminal event: once the source has terminated it is never subscribed again,
    /// and each later subscriber gets the replay and the terminal event at once.
    case forever
}
