package io.serialtck.adapters.mongodb;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SetUpVariants;
import java.util.List;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * The set-up variant {@code default-registry} of {@code bson-mongodb} ({@link SetUpVariants}):
 * MongoDB's default codec registry, the one a team gets from {@code
 * MongoClientSettings.getDefaultCodecRegistry()}, whose record codec ({@code
 * org.bson.codecs.record.RecordCodecProvider}, the separate artifact {@code bson-record-codec},
 * since 4.6) encodes a record that the configuration's own registry gives the POJO codec; the same
 * POJO codec after it for every other class ({@link PojoCodecRegistry#createClientDefault()}).
 *
 * <p>The record codec comes at bson's version: {@link MongoBsonPojoConfiguration} names its
 * artifact a companion of bson, so that a world of another bson version holds it at that version. A
 * world of bson before 4.6 holds none: there the configuration offers no variant, and asked for
 * this one it throws, naming the cause.
 */
final class MongoBsonDefaultRegistry extends MongoBsonConfiguration {

  /** The variant's name. */
  static final String NAME = "default-registry";

  /** What it changes. */
  static final String CHANGE =
      "MongoDB's default codec registry (MongoClientSettings.getDefaultCodecRegistry()'s providers"
          + " that live in bson and bson-record-codec, in its order) before the same POJO codec,"
          + " instead of bson's own default providers: records are encoded by the record codec"
          + " (RecordCodecProvider), not the POJO codec; the driver's own providers are left out";

  /** The record codec's artifact, released with bson at its version. */
  static final String RECORD_CODEC_ARTIFACT = "org.mongodb:bson-record-codec";

  /** The first bson version released with a record codec. */
  static final String RECORD_CODEC_SINCE = "4.6";

  /** The record codec's provider. */
  static final String RECORD_CODEC_PROVIDER = "org.bson.codecs.record.RecordCodecProvider";

  private final MongoBsonPojoConfiguration plain;

  private MongoBsonDefaultRegistry(MongoBsonPojoConfiguration plain) {
    this.plain = plain;
  }

  /**
   * The variant of {@code plain}.
   *
   * @throws IllegalArgumentException when this world has no record codec (bson before 4.6)
   * @throws IllegalStateException when its record codec is not at bson's version
   */
  static MongoBsonDefaultRegistry of(MongoBsonPojoConfiguration plain) {
    String id = plain.id() + SetUpVariants.SEPARATOR + NAME;
    String bson = plain.libraryVersion();
    if (!hasRecordCodec()) {
      throw new IllegalArgumentException(
          id
              + " cannot be built with bson "
              + bson
              + ": MongoDB's default registry holds the record codec ("
              + RECORD_CODEC_PROVIDER
              + ", artifact "
              + RECORD_CODEC_ARTIFACT
              + "), which came with bson "
              + RECORD_CODEC_SINCE
              + ", and this world has none");
    }
    String recordCodec =
        LibraryVersion.of(
            MongoBsonDefaultRegistry.class.getClassLoader(), "org.mongodb", "bson-record-codec");
    if (!recordCodec.equals(bson)) {
      throw new IllegalStateException(
          id
              + " needs "
              + RECORD_CODEC_ARTIFACT
              + " at bson's version, "
              + bson
              + ", and this world holds "
              + recordCodec);
    }
    return new MongoBsonDefaultRegistry(plain);
  }

  /** Whether this world holds the record codec. */
  static boolean hasRecordCodec() {
    return PojoCodecRegistry.present(RECORD_CODEC_PROVIDER) != null;
  }

  @Override
  public String id() {
    return plain.id() + SetUpVariants.SEPARATOR + NAME;
  }

  @Override
  public String description() {
    return PojoCodecRegistry.CLIENT_DEFAULT_DESCRIPTION
        + without(PojoCodecRegistry.missing(PojoCodecRegistry.CLIENT_DEFAULT_PROVIDERS))
        + PojoCodecRegistry.CLIENT_DEFAULT_ORIGIN
        + OPERATIONS;
  }

  @Override
  public List<String> companionArtifacts() {
    return plain.companionArtifacts();
  }

  @Override
  CodecRegistry newRegistry() {
    return PojoCodecRegistry.createClientDefault();
  }
}
