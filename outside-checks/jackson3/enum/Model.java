import java.util.List;
public class Model {
  public enum Level {
    LOW("low priority"), MEDIUM("medium priority"), HIGH("high priority");
    private final String label;
    Level(String label) { this.label = label; }
    @Override public String toString() { return label; }
  }
  public static class Ticket {
    public Level priority;
    public List<Level> history;
    @Override public String toString() { return "Ticket[priority=" + (priority == null ? null : priority.name()) + ", history=" + (history == null ? null : history.stream().map(Enum::name).toList()) + "]"; }
  }
  public static Ticket sample() {
    Ticket t = new Ticket(); t.priority = Level.HIGH; t.history = List.of(Level.MEDIUM, Level.LOW); return t;
  }
}
