/**
 * The libraries' documented compatibility promises as data the kit checks: each {@link
 * io.serialtck.tck.promise.Promise} quotes its source and says, clause by clause, which cells it
 * speaks of ({@link io.serialtck.tck.promise.CellScope}) and which outcomes break it; {@link
 * io.serialtck.tck.promise.Promises} declares what each configuration's library documents, and
 * {@link io.serialtck.tck.promise.PromiseChecks} finds, per configuration, the cells of a run that
 * break its promises.
 */
package io.serialtck.tck.promise;
