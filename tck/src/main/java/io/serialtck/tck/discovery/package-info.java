/** Finding what a run runs on: the configurations the adapters register, and JDK installations. */
package io.serialtck.tck.discovery;
