package io.serialtck.evolution.generate;

import io.serialtck.evolution.EnumShape;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * An enum with constant bodies or instance fields, written with ASM as javac compiles it (Byte
 * Buddy's {@code makeEnumeration} makes neither): the enum, not final when a constant has a body,
 * with its constants, {@code $VALUES}, {@code values()}, {@code valueOf(String)}, a private
 * constructor taking the name, the ordinal and the fields' values, and a {@code <clinit>} that
 * makes each constant; and, for each constant with a body, a final synthetic subclass {@code E$1}
 * ({@code ACC_ENUM}, an anonymous class of the enum and its nest mate) whose constructor calls the
 * enum's and which overrides {@code toString()}. Labels, if any, are the enum's {@code toString()}
 * as {@link EnumLabels} makes it.
 */
final class EnumClasses {

  private static final String ENUM = "java/lang/Enum";
  private static final String STRING = "Ljava/lang/String;";

  private EnumClasses() {}

  /** The enum's bytes and its body classes', by name, the enum first. */
  static Map<String, byte[]> define(EnumShape shape) {
    Map<String, byte[]> classes = new LinkedHashMap<>();
    classes.put(shape.name(), enumClass(shape));
    for (String constant : shape.constants()) {
      String body = shape.bodyClassName(constant);
      if (body != null) {
        classes.put(body, bodyClass(shape, body, shape.bodies().get(constant)));
      }
    }
    return classes;
  }

  private static String internal(String name) {
    return name.replace('.', '/');
  }

  private static String constructorDescriptor(EnumShape shape) {
    StringBuilder descriptor = new StringBuilder("(" + STRING + "I");
    for (EnumShape.Field field : shape.fields()) {
      descriptor.append(Type.getDescriptor(field.type()));
    }
    return descriptor.append(")V").toString();
  }

  private static byte[] enumClass(EnumShape shape) {
    String self = internal(shape.name());
    String descriptor = "L" + self + ";";
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    int access = Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER | Opcodes.ACC_ENUM;
    if (!shape.hasBodies()) {
      access |= Opcodes.ACC_FINAL;
    }
    cw.visit(
        Opcodes.V17, access, self, "Ljava/lang/Enum<" + descriptor + ">;", ENUM, new String[0]);
    List<String> bodies = new ArrayList<>();
    for (String constant : shape.constants()) {
      String body = shape.bodyClassName(constant);
      if (body != null) {
        bodies.add(internal(body));
      }
    }
    bodies.forEach(cw::visitNestMember);
    bodies.forEach(
        body -> cw.visitInnerClass(body, null, null, Opcodes.ACC_FINAL | Opcodes.ACC_ENUM));
    for (String constant : shape.constants()) {
      cw.visitField(
              Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_ENUM,
              constant,
              descriptor,
              null,
              null)
          .visitEnd();
    }
    for (EnumShape.Field field : shape.fields()) {
      cw.visitField(
              Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL,
              field.name(),
              Type.getDescriptor(field.type()),
              null,
              null)
          .visitEnd();
    }
    if (shape.hasLabels()) {
      cw.visitField(
              Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL,
              EnumLabels.FIELD,
              "[" + STRING,
              null,
              null)
          .visitEnd();
    }
    cw.visitField(
            Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC,
            "$VALUES",
            "[" + descriptor,
            null,
            null)
        .visitEnd();

    MethodVisitor values =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "values", "()[" + descriptor, null, null);
    values.visitCode();
    values.visitFieldInsn(Opcodes.GETSTATIC, self, "$VALUES", "[" + descriptor);
    values.visitMethodInsn(
        Opcodes.INVOKEVIRTUAL, "[" + descriptor, "clone", "()Ljava/lang/Object;", false);
    values.visitTypeInsn(Opcodes.CHECKCAST, "[" + descriptor);
    values.visitInsn(Opcodes.ARETURN);
    values.visitMaxs(0, 0);
    values.visitEnd();

    MethodVisitor valueOf =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC,
            "valueOf",
            "(" + STRING + ")" + descriptor,
            null,
            null);
    valueOf.visitCode();
    valueOf.visitLdcInsn(Type.getObjectType(self));
    valueOf.visitVarInsn(Opcodes.ALOAD, 0);
    valueOf.visitMethodInsn(
        Opcodes.INVOKESTATIC,
        ENUM,
        "valueOf",
        "(Ljava/lang/Class;" + STRING + ")Ljava/lang/Enum;",
        false);
    valueOf.visitTypeInsn(Opcodes.CHECKCAST, self);
    valueOf.visitInsn(Opcodes.ARETURN);
    valueOf.visitMaxs(0, 0);
    valueOf.visitEnd();

    MethodVisitor constructor =
        cw.visitMethod(Opcodes.ACC_PRIVATE, "<init>", constructorDescriptor(shape), null, null);
    constructor.visitCode();
    constructor.visitVarInsn(Opcodes.ALOAD, 0);
    constructor.visitVarInsn(Opcodes.ALOAD, 1);
    constructor.visitVarInsn(Opcodes.ILOAD, 2);
    constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, ENUM, "<init>", "(" + STRING + "I)V", false);
    int slot = 3;
    for (EnumShape.Field field : shape.fields()) {
      Type type = Type.getType(field.type());
      constructor.visitVarInsn(Opcodes.ALOAD, 0);
      constructor.visitVarInsn(type.getOpcode(Opcodes.ILOAD), slot);
      constructor.visitFieldInsn(Opcodes.PUTFIELD, self, field.name(), type.getDescriptor());
      slot += type.getSize();
    }
    constructor.visitInsn(Opcodes.RETURN);
    constructor.visitMaxs(0, 0);
    constructor.visitEnd();

    if (shape.hasLabels()) {
      MethodVisitor toString =
          cw.visitMethod(Opcodes.ACC_PUBLIC, "toString", "()" + STRING, null, null);
      toString.visitCode();
      toString.visitFieldInsn(Opcodes.GETSTATIC, self, EnumLabels.FIELD, "[" + STRING);
      toString.visitVarInsn(Opcodes.ALOAD, 0);
      toString.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "ordinal", "()I", false);
      toString.visitInsn(Opcodes.AALOAD);
      toString.visitInsn(Opcodes.ARETURN);
      toString.visitMaxs(0, 0);
      toString.visitEnd();
    }

    MethodVisitor clinit = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
    clinit.visitCode();
    List<String> constants = shape.constants();
    for (int i = 0; i < constants.size(); i++) {
      String constant = constants.get(i);
      String body = shape.bodyClassName(constant);
      String made = body == null ? self : internal(body);
      clinit.visitTypeInsn(Opcodes.NEW, made);
      clinit.visitInsn(Opcodes.DUP);
      clinit.visitLdcInsn(constant);
      pushInt(clinit, i);
      for (EnumShape.Field field : shape.fields()) {
        push(clinit, field.values().get(i));
      }
      clinit.visitMethodInsn(
          Opcodes.INVOKESPECIAL, made, "<init>", constructorDescriptor(shape), false);
      clinit.visitFieldInsn(Opcodes.PUTSTATIC, self, constant, descriptor);
    }
    pushInt(clinit, constants.size());
    clinit.visitTypeInsn(Opcodes.ANEWARRAY, self);
    for (int i = 0; i < constants.size(); i++) {
      clinit.visitInsn(Opcodes.DUP);
      pushInt(clinit, i);
      clinit.visitFieldInsn(Opcodes.GETSTATIC, self, constants.get(i), descriptor);
      clinit.visitInsn(Opcodes.AASTORE);
    }
    clinit.visitFieldInsn(Opcodes.PUTSTATIC, self, "$VALUES", "[" + descriptor);
    if (shape.hasLabels()) {
      pushInt(clinit, constants.size());
      clinit.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/String");
      for (int i = 0; i < constants.size(); i++) {
        clinit.visitInsn(Opcodes.DUP);
        pushInt(clinit, i);
        push(clinit, shape.labels().get(i));
        clinit.visitInsn(Opcodes.AASTORE);
      }
      clinit.visitFieldInsn(Opcodes.PUTSTATIC, self, EnumLabels.FIELD, "[" + STRING);
    }
    clinit.visitInsn(Opcodes.RETURN);
    clinit.visitMaxs(0, 0);
    clinit.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  private static byte[] bodyClass(EnumShape shape, String name, EnumShape.Body body) {
    String self = internal(name);
    String parent = internal(shape.name());
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(
        Opcodes.V17,
        Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_ENUM,
        self,
        null,
        parent,
        new String[0]);
    cw.visitNestHost(parent);
    cw.visitOuterClass(parent, null, null);
    cw.visitInnerClass(self, null, null, Opcodes.ACC_FINAL | Opcodes.ACC_ENUM);

    String descriptor = constructorDescriptor(shape);
    MethodVisitor constructor = cw.visitMethod(0, "<init>", descriptor, null, null);
    constructor.visitCode();
    constructor.visitVarInsn(Opcodes.ALOAD, 0);
    int slot = 1;
    for (Type argument : Type.getArgumentTypes(descriptor)) {
      constructor.visitVarInsn(argument.getOpcode(Opcodes.ILOAD), slot);
      slot += argument.getSize();
    }
    constructor.visitMethodInsn(Opcodes.INVOKESPECIAL, parent, "<init>", descriptor, false);
    constructor.visitInsn(Opcodes.RETURN);
    constructor.visitMaxs(0, 0);
    constructor.visitEnd();

    MethodVisitor toString =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "toString", "()" + STRING, null, null);
    toString.visitCode();
    push(toString, body.label());
    toString.visitInsn(Opcodes.ARETURN);
    toString.visitMaxs(0, 0);
    toString.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  private static void push(MethodVisitor method, Object value) {
    if (value == null) {
      method.visitInsn(Opcodes.ACONST_NULL);
    } else if (value instanceof Integer number) {
      pushInt(method, number);
    } else {
      method.visitLdcInsn(value);
    }
  }

  private static void pushInt(MethodVisitor method, int value) {
    if (value >= -1 && value <= 5) {
      method.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      method.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      method.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      method.visitLdcInsn(value);
    }
  }
}
