/**
 * Category {@code interop}: JSON that other programs read. A configuration that declares JSON as
 * its format writes a few fixtures, and a strict JSON parser, standing for a program in another
 * language, reads its bytes ({@link io.serialtck.tck.run.interop.WrittenJson}); and it reads the
 * document such a program writes of the same fixture ({@link
 * io.serialtck.tck.run.interop.CanonicalJson}). The category is {@link
 * io.serialtck.tck.run.interop.InteropCategory}, its cells {@link
 * io.serialtck.tck.run.interop.InteropCells}.
 */
package io.serialtck.tck.run.interop;
