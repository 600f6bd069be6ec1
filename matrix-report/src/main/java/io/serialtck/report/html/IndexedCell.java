package io.serialtck.report.html;

import io.serialtck.tck.CellResult;

/**
 * A cell with its number in the matrix, by which the page finds its detail.
 *
 * @param index counts the matrix's cells row by row, column by column, from 0
 */
record IndexedCell(int index, CellResult cell) {}
