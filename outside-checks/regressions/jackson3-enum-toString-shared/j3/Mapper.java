import tools.jackson.databind.json.JsonMapper;
class Mapper {
  static final String NAME = "Jackson " + tools.jackson.databind.cfg.PackageVersion.VERSION + " JsonMapper.builder().build()";
  static final JsonMapper M = JsonMapper.builder().build();
  static String write(Object o) { return M.writeValueAsString(o); }
  static <T> T read(String s, Class<T> c) { return M.readValue(s, c); }
}
