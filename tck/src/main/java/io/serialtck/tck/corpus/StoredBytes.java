package io.serialtck.tck.corpus;

/**
 * An entry's bytes as stored in the corpus.
 *
 * @param payload the serialized fixture
 * @param metadata the class metadata shipped with it, or null
 */
public record StoredBytes(byte[] payload, byte[] metadata) {}
