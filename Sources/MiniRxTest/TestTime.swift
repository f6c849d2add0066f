/// A moment on a `TestScheduler`'s virtual clock, in ticks. By convention, tests create their
/// sequence at 100, subscribe at 200 and dispose at 1000.
public typealias TestTime = Int
