// MiniRxTest
