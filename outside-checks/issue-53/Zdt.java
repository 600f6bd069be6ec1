import java.time.ZonedDateTime;
import tools.jackson.databind.json.JsonMapper;

public class Zdt {
  public static class Holder {
    public ZonedDateTime when;
  }
  public static void main(String[] args) throws Exception {
    JsonMapper mapper = new JsonMapper();
    Holder h = new Holder();
    h.when = ZonedDateTime.parse("1998-06-23T22:35:07.190187717+02:00[Europe/Paris]");
    String json = mapper.writeValueAsString(h);
    System.out.println("Jackson 3 writes: " + json);
    System.out.println("reads back: " + mapper.readValue(json, Holder.class).when);
  }
}
