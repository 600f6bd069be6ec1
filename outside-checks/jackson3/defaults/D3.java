import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3.3.0's defaults: JsonMapper.builder().build() ("default") or
 * JsonMapper.builderWithJackson2Defaults().build() ("2defaults"), one "Kind.NAME<TAB>value" a line.
 */
public class D3 {
  public static void main(String[] args) {
    JsonMapper mapper =
        args[0].equals("2defaults")
            ? JsonMapper.builderWithJackson2Defaults().build()
            : JsonMapper.builder().build();
    for (MapperFeature f : MapperFeature.values()) {
      System.out.println("MapperFeature." + f.name() + "\t" + mapper.isEnabled(f));
    }
    for (SerializationFeature f : SerializationFeature.values()) {
      System.out.println("SerializationFeature." + f.name() + "\t" + mapper.isEnabled(f));
    }
    for (DeserializationFeature f : DeserializationFeature.values()) {
      System.out.println("DeserializationFeature." + f.name() + "\t" + mapper.isEnabled(f));
    }
    for (EnumFeature f : EnumFeature.values()) {
      System.out.println(
          "EnumFeature." + f.name() + "\t" + mapper.deserializationConfig().isEnabled(f));
    }
    for (DateTimeFeature f : DateTimeFeature.values()) {
      System.out.println(
          "DateTimeFeature." + f.name() + "\t" + mapper.serializationConfig().isEnabled(f));
    }
    // the default visibility of fields, getters, setters and creators, as the checker prints it
    System.out.println("VisibilityChecker\t" + mapper.deserializationConfig().getDefaultVisibilityChecker());
    System.out.println(
        "StreamReadConstraints.maxNestingDepth\t"
            + mapper.tokenStreamFactory().streamReadConstraints().getMaxNestingDepth());
    System.out.println(
        "StreamWriteConstraints.maxNestingDepth\t"
            + mapper.tokenStreamFactory().streamWriteConstraints().getMaxNestingDepth());
  }
}
