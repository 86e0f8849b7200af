"""One package per game; each depends on the engine, never on the UI."""
