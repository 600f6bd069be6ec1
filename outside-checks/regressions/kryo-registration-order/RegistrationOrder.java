import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.List;

public class RegistrationOrder {
  public static class Circle { public double radius; public String toString() { return "Circle(radius=" + radius + ")"; } }
  public static class Square { public double side; public String toString() { return "Square(side=" + side + ")"; } }
  public static class Label { public String text; public int size; public String toString() { return "Label(" + text + "," + size + ")"; } }

  static Kryo kryo(Class<?>... order) {
    Kryo kryo = new Kryo();
    kryo.register(ArrayList.class);
    for (Class<?> c : order) kryo.register(c);
    return kryo;
  }

  static void attempt(String what, Kryo writer, Kryo reader, Object value) {
    Output out = new Output(256, -1);
    writer.writeClassAndObject(out, value);
    try {
      Object read = reader.readClassAndObject(new Input(out.toBytes()));
      System.out.println(what + ": wrote " + value + " -> read " + read);
    } catch (RuntimeException e) {
      System.out.println(what + ": wrote " + value + " -> " + e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  public static void main(String[] args) {
    Circle c = new Circle(); c.radius = 2.5;
    Square s = new Square(); s.side = 4.0;
    Label l = new Label(); l.text = "hi"; l.size = 12;
    List<Object> shapes = new ArrayList<>(List.of(c, s));
    attempt("same order", kryo(Circle.class, Square.class), kryo(Circle.class, Square.class), shapes);
    attempt("swapped order (same shape)", kryo(Circle.class, Square.class), kryo(Square.class, Circle.class), shapes);
    attempt("swapped order (other shapes)", kryo(Circle.class, Label.class), kryo(Label.class, Circle.class), new ArrayList<>(List.of(c, l)));
    attempt("reader registers one more first", kryo(Circle.class, Square.class), kryo(Label.class, Circle.class, Square.class), shapes);
    attempt("writer registers one more first", kryo(Label.class, Circle.class, Square.class), kryo(Circle.class, Square.class), shapes);
  }
}
