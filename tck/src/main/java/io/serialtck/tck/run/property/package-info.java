/** The property category: the random tries of each property, checked and shrunk into one cell. */
package io.serialtck.tck.run.property;
