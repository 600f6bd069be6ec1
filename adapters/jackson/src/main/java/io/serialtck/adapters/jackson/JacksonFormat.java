package io.serialtck.adapters.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import de.undercouch.bson4jackson.BsonFactory;

/** The data format of a Jackson configuration: which factory its mapper has, and whose it is. */
enum JacksonFormat {
  JSON("com.fasterxml.jackson.core", "jackson-databind", "new ObjectMapper() (JSON)") {
    @Override
    ObjectMapper newMapper() {
      return new ObjectMapper();
    }
  },

  SMILE(
      "com.fasterxml.jackson.dataformat",
      "jackson-dataformat-smile",
      "new ObjectMapper(new SmileFactory()) (Smile binary JSON, SmileFactory defaults)") {
    @Override
    ObjectMapper newMapper() {
      return new ObjectMapper(new SmileFactory());
    }
  },

  BSON(
      "de.undercouch",
      "bson4jackson",
      "new ObjectMapper(new BsonFactory()) (BSON, BsonFactory defaults, no BsonModule)") {
    @Override
    ObjectMapper newMapper() {
      return new ObjectMapper(new BsonFactory());
    }
  };

  private final String groupId;
  private final String artifactId;
  private final String description;

  JacksonFormat(String groupId, String artifactId, String description) {
    this.groupId = groupId;
    this.artifactId = artifactId;
    this.description = description;
  }

  /** A mapper on this format's factory, with every setting at its default. */
  abstract ObjectMapper newMapper();

  String groupId() {
    return groupId;
  }

  String artifactId() {
    return artifactId;
  }

  /** The format's name, the same for Jackson 2 and 3: {@code JSON}, {@code Smile}, {@code BSON}. */
  String wireFormat() {
    return this == SMILE ? "Smile" : name();
  }

  /** How {@link #newMapper} makes the mapper. */
  String description() {
    return description;
  }
}
