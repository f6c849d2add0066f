// Baseline
