/** The flexibility category: each criterion's fixture written in one world, read in the other. */
package io.serialtck.tck.run.flexibility;
