/**
 * What a run is asked: the cells of every configuration ({@link io.serialtck.tck.plan.Plan}), the
 * part of them it asks ({@link io.serialtck.tck.plan.CellFilter}), the shard of them to run, the
 * order they run in and the settings of the workers.
 */
package io.serialtck.tck.plan;
