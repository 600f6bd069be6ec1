/** The neutral value tree exchanged between the harness and worker JVMs. */
package io.serialtck.value;
