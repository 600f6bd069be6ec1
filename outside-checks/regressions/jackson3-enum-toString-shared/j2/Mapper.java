import com.fasterxml.jackson.databind.ObjectMapper;
class Mapper {
  static final String NAME = "Jackson " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION + " new ObjectMapper()";
  static final ObjectMapper M = new ObjectMapper();
  static String write(Object o) throws Exception { return M.writeValueAsString(o); }
  static <T> T read(String s, Class<T> c) throws Exception { return M.readValue(s, c); }
}
