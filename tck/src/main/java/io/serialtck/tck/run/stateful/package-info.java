/**
 * Category {@code stateful}: one serializer instance, held as an application holds it, asked in
 * sequences ({@link io.serialtck.tck.run.stateful.StatefulSequence}); the category ({@link
 * io.serialtck.tck.run.stateful.StatefulCategory}) and the cells it runs.
 */
package io.serialtck.tck.run.stateful;
