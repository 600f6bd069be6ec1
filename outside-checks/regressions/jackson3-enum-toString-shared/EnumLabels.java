import java.util.List;

/**
 * Jackson 3.0 made EnumFeature.READ_ENUMS_USING_TO_STRING and WRITE_ENUMS_USING_TO_STRING default
 * to true (JSTEP-2): two constants whose toString() is the same label. Compiled against Jackson 2
 * or 3 by run.sh (Mapper2.java / Mapper3.java).
 */
public class EnumLabels {
  public enum Level {
    LOW("level"), MEDIUM("medium"), HIGH("level");

    private final String label;

    Level(String label) {
      this.label = label;
    }

    @Override
    public String toString() {
      return label;
    }
  }

  public static class Ticket {
    public Level priority = Level.HIGH;
    public Level fallback = Level.LOW;
    public List<Level> history = List.of(Level.MEDIUM, Level.HIGH);
  }

  public static void main(String[] args) throws Exception {
    Ticket written = new Ticket();
    String json = Mapper.write(written);
    Ticket read = Mapper.read(json, Ticket.class);
    System.out.println(Mapper.NAME + " writes " + json);
    System.out.println(
        "  read priority=" + read.priority.name() + " (written HIGH), fallback=" + read.fallback.name()
            + ", history=" + read.history.stream().map(Enum::name).toList() + " (written [MEDIUM, HIGH])");
  }
}
