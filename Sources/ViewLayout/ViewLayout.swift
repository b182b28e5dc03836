// Views, labels and Auto Layout on the Cassowary solver.
import Typesetting
import Cassowary
