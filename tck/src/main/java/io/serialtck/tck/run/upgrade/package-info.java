/** The upgrade category: fixtures across two library versions and across two JDKs. */
package io.serialtck.tck.run.upgrade;
