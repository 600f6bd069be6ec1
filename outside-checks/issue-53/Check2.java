import com.fasterxml.jackson.databind.ObjectMapper;

public class Check2 {
  public static class Sample implements java.io.Serializable {
    private char f0 = '\ud83d';
    private int f1 = 7;
  }
  public static void main(String[] args) throws Exception {
    try {
      System.out.println("Jackson 2 writes: " + new ObjectMapper().writeValueAsString(new Sample()));
    } catch (Exception e) {
      System.out.println("Jackson 2: " + e);
    }
  }
}
