import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.*;
public class J2 {
  public static void main(String[] a) throws Exception {
    JsonMapper m = JsonMapper.builder().build();
    if (a[0].equals("write")) { Files.writeString(Path.of(a[1]), m.writeValueAsString(Model.sample())); return; }
    try { System.out.println(m.readValue(Files.readString(Path.of(a[1])), Model.Ticket.class)); }
    catch (Exception e) { System.out.println(e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("")); }
  }
}
