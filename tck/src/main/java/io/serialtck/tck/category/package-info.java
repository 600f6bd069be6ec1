/**
 * What a category of cells is: {@link io.serialtck.tck.category.CellCategory} (its id and what a
 * report says of its rows), {@link io.serialtck.tck.category.MatrixCategory} (a category the matrix
 * asks: it plans its cells from a plan, prepares once per run and runs them for one configuration
 * at a time), and what it is given to do so ({@link io.serialtck.tck.category.Preparation}, {@link
 * io.serialtck.tck.category.ConfigurationCells}). The kit's categories are registered in {@code
 * io.serialtck.tck.categories.Categories}; each is one class beside the cells it runs.
 */
package io.serialtck.tck.category;
