import tools.jackson.databind.json.JsonMapper;

public class Check {
  public static class Sample implements java.io.Serializable {
    private char f0 = '\ud83d';
    private int f1 = 7;
  }
  public static void main(String[] args) throws Exception {
    JsonMapper mapper = new JsonMapper();
    String json = mapper.writeValueAsString(new Sample());
    System.out.println("Jackson 3 writes: " + json);
    Sample back = mapper.readValue(json, Sample.class);
    System.out.println("reads back f0=" + (int) back.f0 + " f1=" + back.f1);
  }
}
