/**
 * The cell cache: what workers answered for a unit of cells ({@link
 * io.serialtck.tck.cache.CacheScope}), kept on disk under a key of everything the answers depend on
 * ({@link io.serialtck.tck.cache.CellCache}), and replayed in a later run whose requests are the
 * same, so that the harness judges them again without a worker.
 */
package io.serialtck.tck.cache;
