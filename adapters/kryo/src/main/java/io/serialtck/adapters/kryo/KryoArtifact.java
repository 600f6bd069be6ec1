package io.serialtck.adapters.kryo;

/**
 * The Maven group of the Kryo a world loaded: {@code com.esotericsoftware} from Kryo 3.0 on, {@code
 * com.esotericsoftware.kryo} for Kryo 2.x, told apart by the {@code pom.properties} the jar holds.
 */
final class KryoArtifact {

  static final String GROUP = "com.esotericsoftware";
  static final String KRYO_2_GROUP = "com.esotericsoftware.kryo";

  private KryoArtifact() {}

  /**
   * {@link #KRYO_2_GROUP} when only Kryo 2.x's {@code pom.properties} is visible, else {@link
   * #GROUP}.
   */
  static String groupId(ClassLoader loader) {
    boolean kryo2 = loader.getResource(pomProperties(KRYO_2_GROUP)) != null;
    return kryo2 && loader.getResource(pomProperties(GROUP)) == null ? KRYO_2_GROUP : GROUP;
  }

  private static String pomProperties(String groupId) {
    return "META-INF/maven/" + groupId + "/kryo/pom.properties";
  }
}
