/**
 * The kit's categories, registered once ({@link io.serialtck.tck.categories.Categories}), and the
 * cells a plan asks of them ({@link io.serialtck.tck.categories.PlannedCells}): every list of
 * categories the run, the plan's cells, the reports and the gate go over is this one.
 */
package io.serialtck.tck.categories;
