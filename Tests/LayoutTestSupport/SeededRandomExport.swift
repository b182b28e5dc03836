// The seeded generator lives in its own target so that Cassowary's tests, which know nothing of views,
// share it too; the layout tests get it through this module as before.
@_exported import SeededRandom
