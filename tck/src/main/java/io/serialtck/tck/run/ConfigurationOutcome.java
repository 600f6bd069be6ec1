package io.serialtck.tck.run;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.results.ConfigurationTiming;
import io.serialtck.worker.protocol.ConfigurationInfo;
import java.util.List;

/**
 * The cells of one configuration and what it said of itself in its worker.
 *
 * @param reported the configuration's self-description as its worker's world gave it (the library
 *     version really loaded there)
 * @param fromCache the recorded cells the cell cache answered
 */
record ConfigurationOutcome(
    ConfigurationInfo reported,
    List<CellResult> cells,
    ConfigurationTiming timing,
    List<CellKey> fromCache) {}
