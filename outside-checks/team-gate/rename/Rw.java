import java.io.*;
import java.nio.file.*;
public class Rw {
  public static void main(String[] a) throws Exception {
    if (a[0].equals("write")) {
      Line l = new Line(); Line.class.getField(a[2]).set(l, "SKU-42"); l.quantity = 3;
      try (ObjectOutputStream o = new ObjectOutputStream(Files.newOutputStream(Path.of(a[1])))) { o.writeObject(l); }
      System.out.println("wrote " + l);
    } else {
      try (ObjectInputStream i = new ObjectInputStream(Files.newInputStream(Path.of(a[1])))) { System.out.println("read  " + i.readObject()); }
    }
  }
}
