/**
 * The run loop and what it produces: {@link io.serialtck.tck.run.MatrixRunner} prepares each
 * category once, then runs each configuration's cells category by category ({@code
 * ConfigurationRun}, in the order of {@code io.serialtck.tck.categories.Categories}), and collects
 * the results. One subpackage per category holds its class and its cells, over the exchanges of
 * {@code run.cell}.
 */
package io.serialtck.tck.run;
