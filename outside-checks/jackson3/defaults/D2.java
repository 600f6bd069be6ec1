import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.EnumFeature;

/** Jackson 2.22.4's defaults, as new ObjectMapper() has them: one "Kind.NAME<TAB>value" a line. */
public class D2 {
  public static void main(String[] args) {
    ObjectMapper mapper = new ObjectMapper();
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
          "EnumFeature." + f.name() + "\t" + mapper.getDeserializationConfig().isEnabled(f));
    }
    // the default visibility of fields, getters, setters and creators, as the checker prints it
    System.out.println("VisibilityChecker\t" + mapper.getDeserializationConfig().getDefaultVisibilityChecker());
    System.out.println(
        "StreamReadConstraints.maxNestingDepth\t"
            + mapper.getFactory().streamReadConstraints().getMaxNestingDepth());
    System.out.println(
        "StreamWriteConstraints.maxNestingDepth\t"
            + mapper.getFactory().streamWriteConstraints().getMaxNestingDepth());
  }
}
