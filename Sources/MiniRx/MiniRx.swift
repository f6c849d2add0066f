// MiniRx
