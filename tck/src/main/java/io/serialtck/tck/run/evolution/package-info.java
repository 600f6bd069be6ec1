/** The evolution category: each scenario's classes, and its backward and forward cells. */
package io.serialtck.tck.run.evolution;
