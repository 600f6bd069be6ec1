package io.serialtck.adapters.mongodb;

import io.serialtck.spi.LibraryVersion;
import io.serialtck.spi.SerializerConfiguration;
import io.serialtck.spi.SetUpVariants;
import java.util.List;
import java.util.Map;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * {@code bson-mongodb}: MongoDB's bson library with the automatic POJO codec after the bson
 * library's own default providers ({@link PojoCodecRegistry}). Its set-up variant {@code
 * default-registry} is MongoDB's default registry, with the record codec ({@link
 * MongoBsonDefaultRegistry}), where this world holds {@code bson-record-codec}.
 */
public final class MongoBsonPojoConfiguration extends MongoBsonConfiguration
    implements SetUpVariants {

  @Override
  public String id() {
    return "bson-mongodb";
  }

  @Override
  public String description() {
    return PojoCodecRegistry.DESCRIPTION
        + without(PojoCodecRegistry.missing(PojoCodecRegistry.DEFAULT_PROVIDERS))
        + OPERATIONS;
  }

  @Override
  CodecRegistry newRegistry() {
    return PojoCodecRegistry.create();
  }

  /**
   * {@code org.mongodb:bson-record-codec}, released with bson since 4.6, for the variant {@code
   * default-registry}: a world of another bson version holds it at that version, and one of a bson
   * before 4.6 holds none.
   */
  @Override
  public List<String> companionArtifacts() {
    return LibraryVersion.isBefore(libraryVersion(), MongoBsonDefaultRegistry.RECORD_CODEC_SINCE)
        ? List.of()
        : List.of(MongoBsonDefaultRegistry.RECORD_CODEC_ARTIFACT);
  }

  /**
   * {@code default-registry}, where this world holds the record codec (bson 4.6 and later, with
   * {@code bson-record-codec} at bson's version); none before.
   */
  @Override
  public Map<String, String> variants() {
    return MongoBsonDefaultRegistry.hasRecordCodec()
        ? Map.of(MongoBsonDefaultRegistry.NAME, MongoBsonDefaultRegistry.CHANGE)
        : Map.of();
  }

  /**
   * @throws IllegalArgumentException for another name, or for {@code default-registry} in a world
   *     without the record codec (bson before 4.6), naming the cause
   * @throws IllegalStateException when the world's record codec is not at bson's version
   */
  @Override
  public SerializerConfiguration variant(String name) {
    if (!name.equals(MongoBsonDefaultRegistry.NAME)) {
      throw new IllegalArgumentException(
          id()
              + " has no set-up variant '"
              + name
              + "'; it has ["
              + MongoBsonDefaultRegistry.NAME
              + "] (bson 4.6 and later)");
    }
    return MongoBsonDefaultRegistry.of(this);
  }
}
