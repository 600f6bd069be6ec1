package io.serialtck.adapters.jackson3;

import de.undercouch.bson4jackson.BsonFactory;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.smile.SmileMapper;

/**
 * The data format of a Jackson 3 configuration and the builder its mapper starts from: which
 * factory, whose library, and, for {@link #JSON_JACKSON2_DEFAULTS}, which defaults. Jackson 3 makes
 * a mapper with a builder and has no {@code new ObjectMapper(factory)}.
 */
enum Jackson3Format {
  JSON("tools.jackson.core", "jackson-databind", "JSON", "JsonMapper.builder() (JSON)") {
    @Override
    MapperBuilder<?, ?> builder() {
      return JsonMapper.builder();
    }
  },

  /**
   * JSON from the builder Jackson 3 offers to keep Jackson 2's defaults: the mapper features of
   * {@code MapperBuilder.configureForJackson2()} and the streaming features of {@code
   * JsonFactory.builderWithJackson2Defaults()}.
   */
  JSON_JACKSON2_DEFAULTS(
      "tools.jackson.core",
      "jackson-databind",
      "JSON",
      "JsonMapper.builderWithJackson2Defaults() (JSON; JsonFactory.builderWithJackson2Defaults()"
          + " and MapperBuilder.configureForJackson2(), Jackson's own list of the 2.x defaults it"
          + " restores; whatever that list leaves out stays at Jackson 3's default)") {
    @Override
    MapperBuilder<?, ?> builder() {
      return JsonMapper.builderWithJackson2Defaults();
    }
  },

  SMILE(
      "tools.jackson.dataformat",
      "jackson-dataformat-smile",
      "Smile",
      "SmileMapper.builder() (Smile binary JSON, SmileFactory defaults)") {
    @Override
    MapperBuilder<?, ?> builder() {
      return SmileMapper.builder();
    }
  },

  BSON(
      "de.undercouch",
      "bson4jackson",
      "BSON",
      "JsonMapper.builder(new BsonFactory()) (BSON, BsonFactory defaults, no BsonModule)") {
    @Override
    MapperBuilder<?, ?> builder() {
      return JsonMapper.builder(new BsonFactory());
    }
  };

  private final String groupId;
  private final String artifactId;
  private final String wireFormat;
  private final String description;

  Jackson3Format(String groupId, String artifactId, String wireFormat, String description) {
    this.groupId = groupId;
    this.artifactId = artifactId;
    this.wireFormat = wireFormat;
    this.description = description;
  }

  /** A builder of a mapper on this format's factory, every setting at this format's default. */
  abstract MapperBuilder<?, ?> builder();

  String groupId() {
    return groupId;
  }

  String artifactId() {
    return artifactId;
  }

  /**
   * The format's name, as the Jackson 2 adapter names its twin: {@code JSON}, {@code Smile}, {@code
   * BSON}.
   */
  String wireFormat() {
    return wireFormat;
  }

  /** How {@link #builder} makes the builder. */
  String description() {
    return description;
  }
}
