import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * Fory 1.6.0, the kit's fory-registered set-up (COMPATIBLE, registration required, reference
 * tracking): writer and reader register the same classes in another order, or one side one more.
 */
public class RegistrationOrder {
  public static class Circle { public String name; public double size;
    public String toString() { return "Circle(" + name + ", " + size + ")"; } }
  public static class Square { public String name; public double size;
    public String toString() { return "Square(" + name + ", " + size + ")"; } }
  public static class Label { public String text; public int lines;
    public String toString() { return "Label(" + text + ", " + lines + ")"; } }

  static Fory fory(List<Class<?>> classes) {
    Fory fory = Fory.builder().withLanguage(Language.JAVA)
        .withCompatibleMode(CompatibleMode.COMPATIBLE).requireClassRegistration(true)
        .withRefTracking(true).build();
    classes.forEach(fory::register);
    return fory;
  }

  static void exchange(String what, List<Class<?>> writer, List<Class<?>> reader) {
    Circle circle = new Circle();
    circle.name = "unit";
    circle.size = 2.5;
    try {
      Object read = fory(reader).deserialize(fory(writer).serialize(circle));
      System.out.println(what + ": wrote " + circle + " -> read " + read);
    } catch (Throwable e) {
      System.out.println(what + ": wrote " + circle + " -> " + e);
    }
  }

  public static void main(String[] args) {
    List<Class<?>> order = List.of(Circle.class, Square.class, Label.class);
    exchange("same order", order, order);
    exchange("reversed, same layout", order, List.of(Square.class, Circle.class, Label.class));
    exchange("reversed, other layout", order, List.of(Label.class, Square.class, Circle.class));
    exchange("reader registers one more first", order,
        List.of(Label.class, Circle.class, Square.class, Label.class).subList(0, 3));
    exchange("writer registers one more first", List.of(Label.class, Circle.class, Square.class),
        List.of(Circle.class, Square.class, Label.class));
  }
}
