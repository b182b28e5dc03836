// An incremental Cassowary constraint solver.
