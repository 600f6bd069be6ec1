/**
 * Reproducers: for one cell of a report, a standalone folder that shows the cell's verdict without
 * any class of the kit (the two class versions or the fixture's own sources, the configuration's
 * library jars, its set-up as plain library code, a writer's JVM and a reader's JVM; for a stateful
 * cell, fresh writers, one JVM holding one instance for every step, and fresh readers), and the
 * check that what a reproducer prints agrees with the cell ({@link
 * io.serialtck.tck.repro.Agreement}; a stateful cell's steps make its verdict in {@link
 * io.serialtck.tck.repro.StatefulJudgement}).
 */
package io.serialtck.tck.repro;
