import tools.jackson.databind.json.JsonMapper;
import java.nio.file.*;
public class J3 {
  public static void main(String[] a) throws Exception {
    JsonMapper m = (a[1].equals("2defaults") ? JsonMapper.builderWithJackson2Defaults() : JsonMapper.builder()).build();
    if (a[0].equals("write")) { Files.writeString(Path.of(a[2]), m.writeValueAsString(Model.sample())); return; }
    try { System.out.println(m.readValue(Files.readString(Path.of(a[2])), Model.Ticket.class)); }
    catch (Exception e) { System.out.println(e.getClass().getName() + ": " + e.getMessage().lines().findFirst().orElse("")); }
  }
}
