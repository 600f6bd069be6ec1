/**
 * The run loop and what it produces: {@link io.serialtck.tck.run.MatrixRunner} runs each
 * configuration's cells in its worker, category by category (one subpackage per category, over the
 * exchanges of {@code run.cell}), and collects the results.
 */
package io.serialtck.tck.run;
